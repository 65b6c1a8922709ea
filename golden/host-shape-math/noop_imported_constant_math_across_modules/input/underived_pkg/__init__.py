"""Module-level constants computed from another module's constants not proven static: one a module
of the run assigns as its module's attribute (`config.HEADS = 4`), one the importing module
declares `global`, one of a module in an import cycle with it (`cycle.py` imports `model.py`)."""
