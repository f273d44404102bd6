// The Graphviz C library, and a few one-line helpers that keep the Swift side
// free of mutable C globals (Agdirected) and of casts from `const char *`
// (cgraph takes `char *` where it only reads). Only Render/Graphviz.swift uses it.
#include <gvc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Subgraph ids in creation order.
//
// cgraph keeps a graph's subgraphs in a dictionary ordered by id, and its
// default discipline makes the id of a named object the address of its
// interned name: the order of clusters, and so the bytes of a drawing,
// then depend on where malloc put the names, which changes from one render
// to the next in one process. This discipline numbers graphs and subgraphs
// as they are created (even numbers, as for named objects) and leaves nodes
// and edges to the default discipline.
typedef struct {
    Agraph_t *root;
    char **names;   // interned names, by (id / 2 - 1)
    size_t count;
    size_t capacity;
} aaflow_id_state;

static void *aaflow_id_open(Agraph_t *g, Agdisc_t *disc) {
    (void)disc;
    aaflow_id_state *state = calloc(1, sizeof(aaflow_id_state));
    if (state) state->root = g;
    return state;
}

static long aaflow_id_map(void *raw, int objtype, char *str, IDTYPE *id, int createflag) {
    aaflow_id_state *state = raw;
    if (objtype != AGRAPH || str == NULL) {
        return AgIdDisc.map(state->root, objtype, str, id, createflag);
    }
    for (size_t i = 0; i < state->count; i++) {
        if (state->names[i] && strcmp(state->names[i], str) == 0) {
            *id = (IDTYPE)(2 * (i + 1));
            return 1;
        }
    }
    if (!createflag) return 0;
    if (state->count == state->capacity) {
        size_t capacity = state->capacity ? state->capacity * 2 : 16;
        char **names = realloc(state->names, capacity * sizeof(char *));
        if (!names) return 0;
        state->names = names;
        state->capacity = capacity;
    }
    state->names[state->count] = agstrdup(state->root, str);
    state->count += 1;
    *id = (IDTYPE)(2 * state->count);
    return 1;
}

static long aaflow_id_alloc(void *raw, int objtype, IDTYPE request) {
    aaflow_id_state *state = raw;
    return AgIdDisc.alloc(state->root, objtype, request);
}

static void aaflow_id_free(void *raw, int objtype, IDTYPE id) {
    aaflow_id_state *state = raw;
    if (objtype == AGRAPH && id % 2 == 0) {
        size_t i = (size_t)(id / 2) - 1;
        if (i < state->count && state->names[i]) {
            agstrfree(state->root, state->names[i]);
            state->names[i] = NULL;
        }
        return;
    }
    AgIdDisc.free(state->root, objtype, id);
}

static char *aaflow_id_print(void *raw, int objtype, IDTYPE id) {
    aaflow_id_state *state = raw;
    if (objtype == AGRAPH && id % 2 == 0) {
        size_t i = (size_t)(id / 2) - 1;
        return i < state->count ? state->names[i] : NULL;
    }
    return AgIdDisc.print(state->root, objtype, id);
}

static void aaflow_id_close(void *raw) {
    aaflow_id_state *state = raw;
    free(state->names);
    free(state);
}

static void aaflow_id_register(void *raw, int objtype, void *obj) {
    (void)raw; (void)objtype; (void)obj;
}

static Agiddisc_t aaflow_id_disc = {
    aaflow_id_open, aaflow_id_map, aaflow_id_alloc, aaflow_id_free,
    aaflow_id_print, aaflow_id_close, aaflow_id_register,
};

// A new directed, non-strict root graph whose subgraphs keep their creation order.
static inline Agraph_t *aaflow_open_directed(const char *name) {
    static Agdisc_t disc;
    disc.mem = &AgMemDisc;
    disc.id = &aaflow_id_disc;
    disc.io = &AgIoDisc;
    return agopen((char *)name, Agdirected, &disc);
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
