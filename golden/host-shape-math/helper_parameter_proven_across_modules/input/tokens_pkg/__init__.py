"""Public helpers whose shape math reads a parameter, called where a static value is needed from
another module only, each call giving it a host int (by position, by keyword, or its int default):
the calls of the run prove it, and the helpers are rewritten in place."""
