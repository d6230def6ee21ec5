"""One package per game; `tabletop.registry` lists them and builds each from its content."""
