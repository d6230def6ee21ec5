"""The content layer: YAML files in `content/<game>/` read into validated rule objects.

`yamlio` reads a file and remembers the line of every field, `schema` checks shapes and
values while collecting errors, `meta` reads a game's `game.yaml`, and `hashing`
fingerprints a content folder for saves. Each game's own loader
(`tabletop.games.<id>.loader`) builds its rule objects with these pieces, and
`tabletop.commands.validate` runs every loader over a whole content root.
Nothing here imports pygame.
"""
