"""The drawn things of the desktop client, keyed by the rules' ids; `theme` holds the shared look."""
