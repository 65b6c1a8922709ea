"""A helper whose shape math reads a parameter, called where a static value is needed from another
module by a call that gives it a value not proven to be a host int (a parameter of a public
function): not rewritten, reported at its `return`."""
