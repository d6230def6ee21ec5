"""The pause menu (Esc at the table or on the hand-off curtain): Resume, Save, Load,
Rules, Settings, Quit to menu. Each of those opens over the menu, so Esc (or its Cancel)
comes back to the menu, one step back as everywhere. It needs only the match's
controller, never the table, so over the curtain it shows nothing of anyone's view. Quit
to menu waits for the last autosave to land and then says, on the title screen, where
the game was kept (or what could not be written)."""

from __future__ import annotations

from tabletop.ui.controller import MatchController
from tabletop.ui.scenes.common import OverlayScene, button_column

TIPS = {
    "Resume": "Back to the table (Esc).",
    "Save": "Keep this game under a name of your choice.",
    "Load": "Open a saved game instead of this one.",
    "Rules": "How this game is played.",
    "Settings": "Hand-off screens, animation speed, full screen.",
    "Quit to menu": "Leave the table. The game is kept: Continue on the title screen, or Unfinished games, "
                    "goes back to it.",
}


def kept_words(controller: MatchController) -> str:
    """What Quit to menu tells the person about their game, once its writes have landed."""
    name = controller.game.name
    if controller.history_trouble:
        return controller.history_trouble
    saver = controller.autosaver
    if saver is not None and saver.trouble is not None:
        if saver.kept_moves is None:
            return f"Your {name} game could not be kept: no move of it could be autosaved ({saver.trouble_reason})."
        return (f"Your {name} game is kept as it was after move {saver.kept_moves}, not its later moves: they "
                f"could not be autosaved ({saver.trouble_reason}). Continue on the title screen goes back there.")
    if saver is None or saver.kept_moves is None:
        return f"Your {name} game had no move yet, so there was nothing to keep."
    return f"Your {name} game is kept — Continue on the title screen, or pick it from Unfinished games."


class PauseScene(OverlayScene):
    panel_size = (400, 476)
    title = "Paused"

    def __init__(self, app, controller: MatchController) -> None:
        super().__init__(app)
        self.controller = controller
        top = self.panel.y + 40 + 24
        button_column(self, [
            ("Resume", self.close),
            ("Save", self._save),
            ("Load", self._load),
            ("Rules", self._rules),
            ("Settings", self._settings),
            ("Quit to menu", self._quit_to_menu),
        ], top=top, width=300, height=52, gap=12, tooltips=TIPS)
        self.widgets[-1].style = "danger"

    def _quit_to_menu(self) -> None:
        self.controller.flush_saves()
        self.app.to_title(kept_words(self.controller))

    def _save(self) -> None:
        from tabletop.ui.scenes.saves import SaveScene

        self.app.scenes.push(SaveScene(self.app, self.controller.match, opened_from=self))

    def _load(self) -> None:
        from tabletop.ui.scenes.saves import LoadScene

        self.app.scenes.push(LoadScene(self.app))

    def _rules(self) -> None:
        from tabletop.ui.scenes.rules import RulesScene

        self.app.scenes.push(RulesScene(self.app, self.controller.game_id))

    def _settings(self) -> None:
        from tabletop.ui.scenes.settings import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))
