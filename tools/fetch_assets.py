#!/usr/bin/env python3
"""Re-extract the bundled fonts and icons (a developer tool; the app never downloads anything).

Why a script: the files in fonts/ and sprites/ are copies of packaged upstream work, and
the credits must match exactly what was copied. Running this again rebuilds both folders
and their licence/credit files from the same two sources:

- fonts: Debian's `fonts-linuxlibertine` and `fonts-lato` (OFL 1.1); the licence text is taken
  from each package's `/usr/share/doc/<pkg>/copyright`.
- icons: the npm package `@iconify-json/game-icons` (game-icons.net, CC BY 3.0), installed
  into a temporary folder with `npm install`. Its `icons.json` carries no per-icon
  authors, so `ICONS` below records each icon's author, looked up in the upstream
  repository layout (github.com/game-icons/icons, one folder per author).

Usage: python3 tools/fetch_assets.py [--icons-json PATH]   (from the repository root)
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "fonts"
SPRITES = ROOT / "sprites"

# (source file, Debian package whose copyright file holds the licence)
FONT_FILES = [
    ("/usr/share/fonts/opentype/linux-libertine/LinLibertine_R.otf", "fonts-linuxlibertine"),
    ("/usr/share/fonts/opentype/linux-libertine/LinLibertine_RB.otf", "fonts-linuxlibertine"),
    ("/usr/share/fonts/truetype/lato/Lato-Regular.ttf", "fonts-lato"),
    ("/usr/share/fonts/truetype/lato/Lato-Bold.ttf", "fonts-lato"),
    ("/usr/share/fonts/truetype/lato/Lato-Black.ttf", "fonts-lato"),
]
FONT_LICENCES = {
    "fonts-linuxlibertine": (
        "OFL-LinuxLibertine.txt",
        "Copyright 2003-2009 Philipp H. Poll (http://linuxlibertine.sourceforge.net/), "
        'dual-licensed GPL-2+ with font exception and OFL 1.1; shipped here under the OFL, with Reserved Font Name "Linux Libertine".',
    ),
    "fonts-lato": (
        "OFL-Lato.txt",
        'Copyright (c) 2010-2014 by tyPoland Lukasz Dziedzic (http://www.typoland.com/) '
        'with Reserved Font Name "Lato".',
    ),
}
# Debian ships the full CC BY 3.0 Unported legal code in this copyright file (for an icon).
CC_BY_SOURCE = Path("/usr/share/doc/mawk/copyright")

AUTHORS = {
    "lorc": ("Lorc", "https://lorcblog.blogspot.com"),
    "delapouite": ("Delapouite", "https://delapouite.com"),
    "skoll": ("Skoll", "https://game-icons.net"),
    "carl-olsen": ("Carl Olsen", "https://twitter.com/unstoppableCarl"),
    "sbed": ("Sbed", "http://opengameart.org/content/95-game-icons"),
    "willdabeast": ("Willdabeast", "http://wjbstories.blogspot.com"),
    "faithtoken": ("Faithtoken", "https://game-icons.net"),
    "quoting": ("Quoting", "https://game-icons.net"),
    "guard13007": ("Guard13007", "https://game-icons.net"),
    "darkzaitzev": ("DarkZaitzev", "https://game-icons.net"),
}

# icon id -> (author folder upstream, what the games use it for)
ICONS: dict[str, tuple[str, str]] = {
    # Golden Sails: experts
    "cook": ("delapouite", "Golden Sails: the cook (spices expert)"),
    "gem-pendant": ("lorc", "Golden Sails: the jeweler (gems expert)"),
    "bow-arrow": ("delapouite", "Golden Sails: the hunter (animals expert)"),
    "hunting-horn": ("lorc", "Golden Sails: the hunter, alternative"),
    "anvil": ("lorc", "Golden Sails: the armourer (weapons expert)"),
    "wizard-staff": ("lorc", "Golden Sails: the sorcerer (spells expert)"),
    # Golden Sails: piles
    "hot-spices": ("lorc", "spices pile / spices goods"),
    "gems": ("lorc", "gems pile / jewels goods"),
    "cut-diamond": ("lorc", "a gem and its class"),
    "paw": ("lorc", "animals pile"),
    "crossed-sabres": ("lorc", "weapons pile; raids and assaults"),
    "spell-book": ("delapouite", "spells pile"),
    # Golden Sails: spice kinds (nearest pictures where game-icons has none)
    "flower-star": ("delapouite", "anise (nearest: a star-shaped flower, like star anise)"),
    "elderberry": ("lorc", "juniper (nearest: a sprig of berries)"),
    "three-leaves": ("lorc", "mint (nearest: a sprig of leaves)"),
    "chili-pepper": ("delapouite", "pepper"),
    "lotus": ("lorc", "lotus"),
    "pestle-mortar": ("skoll", "cloves (nearest: spice in a mortar)"),
    # Golden Sails: animals
    "unicorn": ("delapouite", "unicorn"),
    "spider-alt": ("carl-olsen", "spider"),
    "hawk-emblem": ("lorc", "phoenix (nearest: a rising bird with spread wings)"),
    "sea-serpent": ("lorc", "serpent"),
    # Golden Sails: weapons
    "boomerang": ("delapouite", "boomerang"),
    "crescent-blade": ("skoll", "mambele (nearest: a sickle-shaped throwing blade)"),
    "shuriken": ("lorc", "shuriken"),
    "plain-dagger": ("lorc", "katar (nearest: a short dagger)"),
    # Golden Sails: spell powers and markers
    "magic-swirl": ("lorc", "spell powers; Counter Magic"),
    "upgrade": ("delapouite", "weapon boost; ship upgrades"),
    "shield": ("sbed", "weapon shield"),
    "cycle": ("lorc", "gem shift; swap"),
    "jewel-crown": ("delapouite", "the Golden Isle; first player"),
    "crown": ("lorc", "winner; first player"),
    # Pirates' Gold
    "galleon": ("lorc", "Pirates' Gold: ships"),
    "compass": ("lorc", "wind direction"),
    "whirlwind": ("lorc", "Wind Change"),
    "tornado": ("lorc", "Storm"),
    "lightning-storm": ("lorc", "Storm, alternative"),
    "big-wave": ("lorc", "Freak Wave"),
    "sail": ("delapouite", "Small Sail / Large Sail"),
    "windsock": ("delapouite", "Steady Winds; wind strength"),
    "coins": ("delapouite", "ducats; gold"),
    "open-treasure-chest": ("skoll", "Treasure Island; ducat reserve"),
    "treasure-map": ("lorc", "the board"),
    "island": ("delapouite", "islands"),
    "palm-tree": ("delapouite", "Shore Leave"),
    "anchor": ("lorc", "home port; navy faction"),
    "pirate-flag": ("delapouite", "pirates faction"),
    "pirate-captain": ("delapouite", "Petty / Great Captain"),
    "ghost": ("lorc", "Ghost Ship"),
    "cursed-star": ("lorc", "Minor / Great Curse"),
    "card-exchange": ("delapouite", "Card Tricks"),
    "skull-crossed-bones": ("lorc", "pirate waters"),
    "dice-six-faces-one": ("delapouite", "die face 1"),
    "dice-six-faces-two": ("delapouite", "die face 2"),
    "dice-six-faces-three": ("delapouite", "die face 3"),
    "dice-six-faces-four": ("delapouite", "die face 4"),
    "dice-six-faces-five": ("delapouite", "die face 5"),
    "dice-six-faces-six": ("delapouite", "die face 6"),
    # Sail to India
    "caravel": ("delapouite", "Sail to India: ships"),
    "wood-stick": ("delapouite", "cinnamon (nearest: a stick of bark)"),
    "rolled-cloth": ("delapouite", "silk"),
    "ivory-tusks": ("delapouite", "ivory"),
    "teapot-leaves": ("delapouite", "tea"),
    "gold-bar": ("willdabeast", "gold"),
    "stone-tower": ("lorc", "stronghold"),
    "castle": ("lorc", "castle / stronghold, alternative"),
    "church": ("delapouite", "church"),
    "shop": ("delapouite", "marketplace"),
    "bank": ("delapouite", "bankers; wealth"),
    "scroll-quill": ("delapouite", "historians"),
    "sextant": ("delapouite", "scientists; technologies"),
    "india-gate": ("delapouite", "India"),
    "lighthouse": ("delapouite", "Lisboa"),
    "world": ("lorc", "discovery"),
    # Winds of Trade
    "wine-bottle": ("delapouite", "Winds of Trade: liquor"),
    "cargo-ship": ("delapouite", "player ship; hold"),
    "sailboat": ("delapouite", "Sail action"),
    "barrel": ("delapouite", "goods in the hold"),
    "wooden-crate": ("delapouite", "goods; market"),
    "vote": ("delapouite", "council; elections"),
    "greek-temple": ("delapouite", "the council"),
    "scales": ("lorc", "merchants faction"),
    "meeple-group": ("delapouite", "people faction; locals"),
    "meeple": ("delapouite", "crew"),
    "revolt": ("sbed", "upheaval"),
    "angry-eyes": ("delapouite", "outrage"),
    "barrier": ("delapouite", "blockade"),
    "harbor-dock": ("delapouite", "ports"),
    # Interface
    "hourglass": ("lorc", "waiting; round track"),
    "think": ("delapouite", "a computer seat is thinking"),
    "vintage-robot": ("lorc", "computer seat"),
    "person": ("delapouite", "human seat"),
    "scroll-unfurled": ("lorc", "action log"),
    "card-pick": ("faithtoken", "choose a card"),
    "card-draw": ("faithtoken", "draw a card; deck"),
    "card-play": ("quoting", "play a card"),
    "podium": ("delapouite", "results"),
    "trophy": ("lorc", "winner"),
    "anticlockwise-rotation": ("delapouite", "undo"),
    "cog": ("lorc", "settings"),
    "exit-door": ("delapouite", "quit"),
    "save": ("delapouite", "save"),
    "open-folder": ("delapouite", "load"),
    "rule-book": ("delapouite", "rules"),
    "light-bulb": ("lorc", "hint"),
    "play-button": ("guard13007", "new game; resume"),
    "pause-button": ("guard13007", "pause menu"),
    "hamburger-menu": ("delapouite", "menu"),
    "cancel": ("sbed", "cancel; close"),
    "check-mark": ("delapouite", "confirm"),
    "help": ("sbed", "help; tooltips"),
    "info": ("delapouite", "information"),
    "sound-on": ("delapouite", "sound on"),
    "sound-off": ("delapouite", "sound off"),
    "next-button": ("delapouite", "next; pass"),
    "expand": ("delapouite", "fullscreen"),
    "semi-closed-eye": ("lorc", "hidden information; hand-off screen"),
    # Chosen by content/golden_sails/presentation.yaml
    "paw-print": ("lorc", "Golden Sails: animals pile"),
    "crossed-swords": ("lorc", "Golden Sails: weapons pile"),
    "bowman": ("lorc", "Golden Sails: the hunter"),
    "blacksmith": ("delapouite", "Golden Sails: the armourer"),
    "wizard-face": ("delapouite", "Golden Sails: the sorcerer"),
    "curled-leaf": ("lorc", "mint (nearest: a curled leaf)"),
    "herbs-bundle": ("delapouite", "cloves (nearest: a bundle of herbs)"),
    "eagle-emblem": ("lorc", "phoenix (nearest: a bird with spread wings)"),
    "curvy-knife": ("lorc", "mambele (nearest: a curved blade)"),
    "broad-dagger": ("lorc", "katar (nearest: a broad dagger)"),
    "stack": ("delapouite", "spell power: goods count"),
    "book-pile": ("delapouite", "spell power: spell count"),
    "cool-spices": ("lorc", "spell power: spice pair"),
    "triple-claws": ("lorc", "spell power: animal trio"),
    "sword-smithing": ("lorc", "spell power: weapon boost"),
    "magic-shield": ("lorc", "spell power: weapon shield"),
    "chameleon-glyph": ("darkzaitzev", "spell power: universal"),
}

SVG_TEMPLATE = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">'
    "{body}</svg>\n"
)


def debian_licence_text(package: str, licence: str) -> str:
    """The `License: <licence>` paragraph of a Debian copyright file, un-indented."""
    lines = Path(f"/usr/share/doc/{package}/copyright").read_text(encoding="utf-8").splitlines()
    return _licence_paragraph(lines, licence)


def _licence_paragraph(lines: list[str], licence: str) -> str:
    out: list[str] = []
    inside = False
    for line in lines:
        if line.startswith("License: "):
            if inside:
                break
            inside = line.strip() == f"License: {licence}"
            continue
        if inside:
            if line and not line[0].isspace():
                break
            text = line[1:] if line.startswith(" ") else line
            out.append("" if text.strip() == "." else text)
    if not out:
        raise SystemExit(f"no 'License: {licence}' paragraph found")
    return "\n".join(out).strip("\n") + "\n"


def fetch_fonts() -> None:
    FONTS.mkdir(exist_ok=True)
    for source, _package in FONT_FILES:
        shutil.copy2(source, FONTS / Path(source).name)
    for package, (filename, notice) in FONT_LICENCES.items():
        text = debian_licence_text(package, "OFL-1.1")
        if "SIL OPEN FONT LICENSE" not in text.upper():
            text = "SIL OPEN FONT LICENSE Version 1.1 - 26 February 2007\n\n" + text
        (FONTS / filename).write_text(f"{notice}\n\n{text}", encoding="utf-8")


def load_icons(icons_json: Path | None) -> dict:
    if icons_json:
        data = json.loads(icons_json.read_text(encoding="utf-8"))
        package_json = icons_json.parent / "package.json"
        if package_json.is_file():
            data["_version"] = json.loads(package_json.read_text(encoding="utf-8"))["version"]
        return data
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["npm", "install", "--silent", "--prefix", tmp, "@iconify-json/game-icons"], check=True)
        package = Path(tmp) / "node_modules" / "@iconify-json" / "game-icons"
        info = json.loads((package / "package.json").read_text(encoding="utf-8"))
        data = json.loads((package / "icons.json").read_text(encoding="utf-8"))
        data["_version"] = info["version"]
        return data


def fetch_sprites(data: dict) -> None:
    SPRITES.mkdir(exist_ok=True)
    for old in SPRITES.glob("*.svg"):
        old.unlink()
    missing = [name for name in ICONS if name not in data["icons"]]
    if missing:
        raise SystemExit(f"not in the icon set: {missing}")
    for name in ICONS:
        # White fill: the UI tints a white sprite to any colour with a multiply blend.
        body = data["icons"][name]["body"].replace('fill="currentColor"', 'fill="#ffffff"')
        (SPRITES / f"{name}.svg").write_text(SVG_TEMPLATE.format(body=body), encoding="utf-8")
    cc_by = _licence_paragraph(CC_BY_SOURCE.read_text(encoding="utf-8").splitlines(), "CC-BY-3.0")
    (SPRITES / "LICENSE-CC-BY-3.0.txt").write_text(cc_by, encoding="utf-8")
    (SPRITES / "CREDITS.md").write_text(credits_markdown(data.get("_version", "unknown")), encoding="utf-8")


def credits_markdown(version: str) -> str:
    used = sorted({author for author, _ in ICONS.values()})
    lines = [
        "# Sprite credits",
        "",
        "Every picture in this folder is an icon from **game-icons.net**",
        "(https://game-icons.net, source https://github.com/game-icons/icons), used under the",
        "**Creative Commons Attribution 3.0 Unported** licence (CC BY 3.0,",
        "https://creativecommons.org/licenses/by/3.0/; full legal text in",
        "`LICENSE-CC-BY-3.0.txt`).",
        "",
        f"Taken from the npm package `@iconify-json/game-icons` {version}. Changes made: each icon",
        "is saved as a standalone 512×512 SVG with a white fill (the black background square",
        "of the originals is not included) so the game can tint it; shapes are unchanged.",
        "Re-extract with `python3 tools/fetch_assets.py`.",
        "",
        "## Authors",
        "",
    ]
    for key in used:
        name, url = AUTHORS[key]
        lines.append(f"- Icons made by **{name}** ({url}), from https://game-icons.net")
    lines += [
        "",
        "## Icons",
        "",
        "| file | author | upstream page | used for |",
        "|---|---|---|---|",
    ]
    for icon, (author, purpose) in sorted(ICONS.items()):
        page = f"https://game-icons.net/1x1/{author}/{icon}.html"
        lines.append(f"| `{icon}.svg` | {AUTHORS[author][0]} | {page} | {purpose} |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--icons-json", type=Path, help="use this icons.json instead of npm install")
    parser.add_argument("--skip-fonts", action="store_true")
    args = parser.parse_args(argv)
    if not args.skip_fonts:
        fetch_fonts()
        print(f"fonts/: {len(FONT_FILES)} font files and their licences")
    fetch_sprites(load_icons(args.icons_json))
    print(f"sprites/: {len(ICONS)} icons, CREDITS.md, LICENSE-CC-BY-3.0.txt")
    return 0


if __name__ == "__main__":
    sys.exit(main())
