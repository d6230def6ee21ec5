"""Sound without pygame: which sound each event makes (`mapping`) and which of many
events at once are heard (`cues`). The mixer itself lives in `tabletop.ui.sound`."""
