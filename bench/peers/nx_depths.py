#!/usr/bin/env python3
"""The networkx peer: the depths and out-degrees that `aaflow check` computes.

    bench/.venv/bin/python bench/peers/nx_depths.py EDGES [START]

Reads the edge list that bench/gen.py writes beside the flow (one transition
a line: `from<TAB>to<TAB>label`) with networkx's own reader, into a DiGraph
that keeps each edge's label, then computes every screen's depth (fewest
transitions from START, default s0, by breadth-first search) and every
screen's out-degree, and prints a JSON summary that the bench compares with
what the generator expects. It parses the graph and the edge labels, not the
titles, icons and inputs that the .flow also holds: the .flow is the larger,
richer file, so this is the lighter job.
"""
import json
import sys

import networkx as nx


def main(argv):
    path = argv[1]
    start = argv[2] if len(argv) > 2 else "s0"
    graph = nx.read_edgelist(path, create_using=nx.DiGraph, nodetype=str,
                             delimiter="\t", data=(("label", str),),
                             encoding="utf-8")
    depth = nx.single_source_shortest_path_length(graph, start)
    out_degree = dict(graph.out_degree())
    print(json.dumps({
        "screens": graph.number_of_nodes(),
        "edges": graph.number_of_edges(),
        "reachable": len(depth),
        "max_depth": max(depth.values()),
        "sum_depth": sum(depth.values()),
        "max_out_degree": max(out_degree.values()),
    }, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
