# Tabletop — `make run` plays, `make test` checks. Both create .venv on first use.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test exe exe-smoke bench validate clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[dev]"
	touch $(STAMP)

run: $(STAMP)
	$(PY) -m tabletop

# The type checker first (the files and rules in pyproject.toml's [tool.mypy]), then the tests.
test: $(STAMP)
	$(PY) -m mypy
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest

validate: $(STAMP)
	$(PY) -m tabletop validate

bench: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m tabletop bench

# The packaged program (one folder: dist/tabletop/). Rebuilt only when a source changes.
EXE := dist/tabletop/tabletop
EXE_SOURCES := build_exe.spec $(shell find tabletop -name '*.py') $(shell find content sprites fonts sounds -type f)

exe: $(EXE)

$(EXE): $(STAMP) $(EXE_SOURCES)
	$(PY) -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build build_exe.spec
	touch $(EXE)

# Run the built program's smoke check from a folder whose name has a space and a
# non-ASCII letter, as players' download folders often do.
exe-smoke: $(EXE)
	@tmp=$$(mktemp -d) && dest="$$tmp/Täble top" && cp -a dist/tabletop "$$dest" && \
	echo "smoke: $$dest/tabletop" && \
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy TABLETOP_HOME="$$tmp/home" "$$dest/tabletop" smoke; \
	status=$$?; rm -rf "$$tmp"; exit $$status

clean:
	rm -rf build dist $(VENV)
