"""Screens of the desktop client, kept on a stack; see `base.SceneManager`."""
from .base import Scene, SceneManager

__all__ = ["Scene", "SceneManager"]
