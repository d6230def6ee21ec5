"""The rules screen with a rules.md it cannot show: the tab says why instead of hanging on a
named pipe or drawing bytes as text (issue #51). Run in a child with a hang limit."""

from __future__ import annotations

import shutil
from pathlib import Path

from tabletop.runtime.paths import content_root
from tests.isolated import make_fifo, run_isolated
from tests.ui.support import SHOTS


def test_a_pipe_as_rules_md_gets_a_tab_that_says_why(tmp_path):
    root = tmp_path / "content"
    shutil.copytree(content_root(), root)
    make_fifo(root / "golden_sails" / "rules.md")
    (root / "pirates_gold" / "rules.md").write_bytes(b"# Rules\n\xff\xfe binary")
    shot = Path(SHOTS) / "rules-a-pipe.png"
    answer = run_isolated(f"""
        from tabletop.ui.headless import headless_app, save_png
        from tabletop.ui.scenes.rules import RulesScene
        app = headless_app()
        texts = {{}}
        for game in ("golden_sails", "pirates_gold", "winds_of_trade"):
            scene = RulesScene(app, game)
            texts[game] = scene._blocks[0].text
        app.scenes.push(RulesScene(app, "golden_sails"))
        app.scenes.apply_pending()
        save_png(app, {str(shot)!r})
        report(texts=texts)
    """, env={"TABLETOP_CONTENT": str(root)})
    texts = answer["texts"]
    assert texts["golden_sails"] == (f"These rules cannot be shown: {root / 'golden_sails' / 'rules.md'}: cannot read "
                                     f"the file: it is not a regular file (a named pipe)")
    assert texts["pirates_gold"].startswith("These rules cannot be shown: ") and ":2: not UTF-8" in texts["pirates_gold"]
    assert not texts["winds_of_trade"].startswith("These rules cannot be shown")
