from util import tree_multimap

TOTAL = tree_multimap(lambda a: a, [1])
