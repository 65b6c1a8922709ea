"""One module per migration. Each defines one `omnifix.rule.Rule` subclass; its module
docstring (What it does / Why / Example / Limitations) is the documentation `omnifix explain` shows.
"""
