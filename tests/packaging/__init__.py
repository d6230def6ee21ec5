"""What is built from the repository (the wheel and sdist, the desktop entry, the
executable's recipe) and what they carry, checked as a person installing it would."""
