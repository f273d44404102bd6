// The Graphviz C library, and a few one-line helpers that keep the Swift side
// free of mutable C globals (Agdirected) and of casts from `const char *`
// (cgraph takes `char *` where it only reads). Only Render/Graphviz.swift uses it.
#include <gvc.h>
#include <stdio.h>
#include <stdlib.h>

// A new directed, non-strict root graph.
static inline Agraph_t *aaflow_open_directed(const char *name) {
    return agopen((char *)name, Agdirected, NULL);
}

static inline Agsym_t *aaflow_declare(Agraph_t *g, int kind, const char *name, const char *defaultValue) {
    return agattr(g, kind, (char *)name, (char *)defaultValue);
}

static inline int aaflow_set(void *object, Agsym_t *symbol, const char *value) {
    return agxset(object, symbol, (char *)value);
}

static inline Agnode_t *aaflow_node(Agraph_t *g, const char *name) {
    return agnode(g, (char *)name, 1);
}

static inline Agnode_t *aaflow_subnode(Agraph_t *subgraph, Agnode_t *node) {
    return agsubnode(subgraph, node, 1);
}

// A new edge, never an existing one: two edges between the same nodes stay two.
static inline Agedge_t *aaflow_edge(Agraph_t *g, Agnode_t *tail, Agnode_t *head) {
    return agedge(g, tail, head, NULL, 1);
}

static inline Agraph_t *aaflow_subgraph(Agraph_t *parent, const char *name) {
    return agsubg(parent, (char *)name, 1);
}

// Frees a list from gvPluginList: each name, then the list.
static inline void aaflow_free_plugin_list(char **list, int count) {
    if (!list) return;
    for (int i = 0; i < count; i++) free(list[i]);
    free(list);
}

// The DOT text of a graph as built (no layout), written by agwrite into
// memory. Returns 0 and a malloc'd buffer (free it with free()) on success.
static inline int aaflow_write_dot(Agraph_t *g, char **text, size_t *length) {
    *text = NULL;
    *length = 0;
    FILE *stream = open_memstream(text, length);
    if (!stream) return -1;
    int rc = agwrite(g, stream);
    if (fclose(stream) != 0) rc = -1;
    return rc;
}

static inline void aaflow_free(void *pointer) {
    free(pointer);
}
