"""One module per migration. Each defines one `omnifix.codemod.Codemod` subclass; its module
docstring (What it does / Why / Example / Limitations) is the documentation `omnifix explain` shows.
"""
