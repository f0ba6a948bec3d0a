"""Computer players. Pure like the rules: they read a state and return a command."""
