import pytest

from tests.scenes.ui_events import make_ctx


@pytest.fixture
def ctx(canvas, tmp_path):
    """The app's context over a fresh saves folder, with the canvas ready (a test file may define its own)."""
    return make_ctx(tmp_path)
