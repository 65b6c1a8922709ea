"""Calls of another module's helpers that give a host int nothing: the parameter is also used as
data, the call's arguments do not reach it (a star, `**kwargs`, another position, a keyword that
is no such parameter), the helper takes `*sizes`, is bound again, or the name called is another."""
