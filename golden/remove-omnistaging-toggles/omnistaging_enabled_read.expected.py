def describe():
    if True:
        return "staged"
    return "traced"


assert True
STAGED = (True)
OPTION = True
