"""The standalone bundle's entry point (tools/build_bundle.py): the `colosseum` command, as pip installs it."""
from colosseum_desktop.cli import main

raise SystemExit(main())
