"""One package per game; `registry` lists them and builds each from its content."""
