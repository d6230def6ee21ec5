# Tabletop — `make run` plays, `make test` checks. Both create .venv on first use.
#
# `make run` installs only what the program needs; `make test` adds the developers' tools.
# Both install the versions pinned in constraints.txt (pyproject.toml keeps the ranges), so
# the executable `make exe` builds is reproducible. A .venv made by a Python older than
# 3.11 (or left broken) is noticed and made again, with a message saying so.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip install --quiet --constraint constraints.txt
RUN_STAMP := $(VENV)/.installed-run
DEV_STAMP := $(VENV)/.installed-dev
MIN_PYTHON := 3.11
APP_ID := io.github.tabletop_games.Tabletop

.PHONY: run test exe exe-smoke bench validate clean install-desktop uninstall-desktop

# A venv made by a Python too old for Tabletop (or left broken) is removed as make starts,
# so the install below makes it again; a Python too old to make one stops there with words
# instead of a traceback from pip.
ifneq ($(wildcard $(VENV)),)
ifeq ($(findstring n,$(firstword -$(MAKEFLAGS))),)   # not for `make -n`, which changes nothing
ifneq ($(shell $(PY) -c 'import sys; print(sys.version_info >= (3, 11))' 2>/dev/null),True)
$(info $(VENV) was made by a Python older than $(MIN_PYTHON), or is broken: making it again with $(PYTHON).)
$(shell rm -rf $(VENV))
endif
endif
endif

$(RUN_STAMP): pyproject.toml constraints.txt
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null || { \
	    echo "Tabletop needs Python $(MIN_PYTHON) or newer; '$(PYTHON)' is $$($(PYTHON) --version 2>&1)." \
	         "Run again with PYTHON=python3.11 (or newer)."; exit 1; }
	[ -x $(PY) ] || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PIP) -e .
	touch $(RUN_STAMP)

$(DEV_STAMP): $(RUN_STAMP) pyproject.toml constraints.txt
	$(PIP) -e ".[dev]"
	touch $(DEV_STAMP)

run: $(RUN_STAMP)
	$(PY) -m tabletop

# The type checker first (the files and rules in pyproject.toml's [tool.mypy]), then the tests,
# spread over every core (pytest-xdist; each test still gets its own user folder).
test: $(DEV_STAMP)
	$(PY) -m mypy
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -n auto --dist worksteal

validate: $(RUN_STAMP)
	$(PY) -m tabletop validate

bench: $(DEV_STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m tabletop bench

# The packaged program (one folder: dist/tabletop/). Rebuilt only when a source changes.
# TABLETOP_WINDOWED=1 builds the windowed variant players get (no console).
EXE := dist/tabletop/tabletop
EXE_SOURCES := build_exe.spec constraints.txt $(shell find tabletop -name '*.py') \
	$(shell find content sprites fonts sounds packaging -type f)

exe: $(EXE)

# The search's hottest modules go in compiled (packaging/compiled.py), built beside their
# sources for PyInstaller to find and removed again whatever happens: a checkout stays
# plain Python.
$(EXE): $(DEV_STAMP) $(EXE_SOURCES)
	$(PY) packaging/compiled.py build
	$(PY) -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build build_exe.spec; \
	    status=$$?; $(PY) packaging/compiled.py clean; exit $$status
	touch $(EXE)

# Run the built program's smoke check from a folder whose name has a space and a
# non-ASCII letter, as players' download folders often do.
exe-smoke: $(EXE)
	@tmp=$$(mktemp -d) && dest="$$tmp/Täble top" && cp -a dist/tabletop "$$dest" && \
	echo "smoke: $$dest/tabletop" && \
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy TABLETOP_HOME="$$tmp/home" "$$dest/tabletop" smoke; \
	status=$$?; rm -rf "$$tmp"; exit $$status

# Linux: the desktop entry, AppStream metainfo and icon for this user (~/.local/share), so
# Tabletop appears in the applications menu. EXEC is what the entry starts: `tabletop` on
# PATH (pipx) by default; for the executable, EXEC=/path/to/tabletop/tabletop.
EXEC ?= tabletop
DATA_HOME ?= $(or $(XDG_DATA_HOME),$(HOME)/.local/share)

install-desktop:
	install -Dm644 packaging/$(APP_ID).metainfo.xml $(DATA_HOME)/metainfo/$(APP_ID).metainfo.xml
	install -Dm644 packaging/tabletop.png $(DATA_HOME)/icons/hicolor/512x512/apps/$(APP_ID).png
	mkdir -p $(DATA_HOME)/applications
	sed 's|^Exec=.*|Exec="$(EXEC)"|' packaging/$(APP_ID).desktop > $(DATA_HOME)/applications/$(APP_ID).desktop
	-update-desktop-database $(DATA_HOME)/applications 2>/dev/null

uninstall-desktop:
	rm -f $(DATA_HOME)/applications/$(APP_ID).desktop $(DATA_HOME)/metainfo/$(APP_ID).metainfo.xml \
	      $(DATA_HOME)/icons/hicolor/512x512/apps/$(APP_ID).png

clean:
	rm -rf build dist $(VENV)
