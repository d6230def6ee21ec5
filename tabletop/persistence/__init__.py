"""What the player makes and keeps: saves, autosaves and settings, in the user data dir.

Import the submodule you need (`saves`, `autosave`, `settings`, `userdirs`, `atomic`):
this package deliberately re-exports nothing, because the crash handler needs `userdirs`
before the first frame and must not drag the engine and the content loader in with it.
Nothing here imports pygame; the UI and the CLI (`play --load FILE`) both use it.
"""
