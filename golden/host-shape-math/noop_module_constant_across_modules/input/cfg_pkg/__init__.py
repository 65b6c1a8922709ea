"""Constants of another module not proven static: the importing module binds the name again, or
declares it `global`, or a module of the run assigns it as its module's attribute."""
