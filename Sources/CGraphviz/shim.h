// The Graphviz C library, and a few one-line helpers that keep the Swift side
// free of mutable C globals (Agdirected) and of casts from `const char *`
// (cgraph takes `char *` where it only reads). Only Render/Graphviz.swift uses it.
#include <gvc.h>
#include <dirent.h>
#include <dlfcn.h>
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

// A context with only the two plugins an SVG drawn by `dot` needs, or NULL.
//
// gvContext() reads the configuration of every installed plugin and loads
// the best text layout plugin at once (pango: cairo, fontconfig, freetype,
// harfbuzz, glib), and fontconfig reads every font on the machine at the
// first label: about two thirds of the time of a small diagram. Without a
// text layout plugin Graphviz measures text with its own tables of the
// Helvetica (Arial), Times and Courier metrics, which is what an SVG viewer
// draws "Helvetica" with; cairo is only needed for bitmaps and PDF.
//
// The plugins are the libraries gvContext() would load itself: `core` (the
// SVG renderer and device) and `dot_layout`, from Graphviz's plugin folder
// ($GVBINDIR, else the folder libgvc reports, else `graphviz/` beside
// libgvc), whatever their file names end with (.so.6, .6.dylib, .8.dylib).
typedef struct {
    const char *dli_fname;
    void *dli_fbase;
    const char *dli_sname;
    void *dli_saddr;
} aaflow_dl_info;  // Dl_info, the same on glibc and Darwin

static inline gvplugin_library_t *aaflow_load_plugin(const char *folder, const char *name) {
    char prefix[64], symbol[96], best[512] = "";
    snprintf(prefix, sizeof prefix, "libgvplugin_%s.", name);
    snprintf(symbol, sizeof symbol, "gvplugin_%s_LTX_library", name);
    DIR *dir = opendir(folder);
    if (!dir) return NULL;
    for (struct dirent *entry = readdir(dir); entry; entry = readdir(dir)) {
        const char *file = entry->d_name;
        size_t length = strlen(file);
        int isLibrary = strstr(file, ".so") != NULL
            || (length > 6 && strcmp(file + length - 6, ".dylib") == 0);
        if (strncmp(file, prefix, strlen(prefix)) != 0 || !isLibrary || length >= sizeof best) continue;
        if (best[0] == 0 || strcmp(file, best) < 0) strcpy(best, file);
    }
    closedir(dir);
    if (best[0] == 0) return NULL;
    char path[2048];
    if ((size_t)snprintf(path, sizeof path, "%s/%s", folder, best) >= sizeof path) return NULL;
    void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!library) return NULL;
    gvplugin_library_t *plugin = dlsym(library, symbol);
    if (!plugin) dlclose(library);
    return plugin;  // stays loaded for the life of the process
}

static inline GVC_t *aaflow_light_context(void) {
    static const lt_symlist_t none[] = { { NULL, NULL } };
    GVC_t *gvc = gvContextPlugins(none, 0);
    if (!gvc) return NULL;
    char folder[2048] = "";
    const char *variable = getenv("GVBINDIR");
    void *self = dlopen(NULL, RTLD_NOW);
    if (variable && *variable) {
        snprintf(folder, sizeof folder, "%s", variable);
    } else if (self) {
        // libgvc exports gvconfig_libdir without declaring it in its headers.
        char *(*libdir)(GVC_t *) = (char *(*)(GVC_t *))dlsym(self, "gvconfig_libdir");
        int (*where)(const void *, aaflow_dl_info *) = (int (*)(const void *, aaflow_dl_info *))dlsym(self, "dladdr");
        aaflow_dl_info info = { NULL, NULL, NULL, NULL };
        const char *found = libdir ? libdir(gvc) : NULL;
        if (found && *found) {
            snprintf(folder, sizeof folder, "%s", found);
        } else if (where && where((const void *)gvContext, &info) && info.dli_fname) {
            const char *slash = strrchr(info.dli_fname, '/');
            if (slash) snprintf(folder, sizeof folder, "%.*s/graphviz", (int)(slash - info.dli_fname), info.dli_fname);
        }
    }
    if (self) dlclose(self);
    gvplugin_library_t *core = folder[0] ? aaflow_load_plugin(folder, "core") : NULL;
    gvplugin_library_t *dot = folder[0] ? aaflow_load_plugin(folder, "dot_layout") : NULL;
    if (!core || !dot) {
        gvFreeContext(gvc);
        return NULL;
    }
    gvAddLibrary(gvc, core);
    gvAddLibrary(gvc, dot);
    return gvc;
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

// Places the edge labels (not xlabels) of a graph laid out by `dot` so that
// no arrow runs through a label, no label covers a node or another label,
// and each label stays beside its own arrow.
//
// `dot` puts a label's left side where its edge passes, and lets the edge run
// up to 10 points into the label's box (dotsplines.c, maximal_bbox); the
// next edge to the right may pass as close. Each label (its lines left-
// aligned) is tried at positions around the one `dot` gave it, on either
// side of its edge and a little up or down, and kept where the fewest points
// of any edge (each Bézier segment sampled 12 times) fall inside its box,
// taking its text to be 0.52 em per character wide; ties go to the closest
// position. The drawing's bounding box grows to hold the labels.
typedef struct { double x0, y0, x1, y1; } aaflow_rect;
typedef struct { double x, y; } aaflow_point;

static inline int aaflow_utf8_length(const char *s) {
    int n = 0;
    for (; s && *s; s++) if (((unsigned char)*s & 0xC0) != 0x80) n++;
    return n;
}

static inline double aaflow_overlap(aaflow_rect a, aaflow_rect b) {
    double w = (a.x1 < b.x1 ? a.x1 : b.x1) - (a.x0 > b.x0 ? a.x0 : b.x0);
    double h = (a.y1 < b.y1 ? a.y1 : b.y1) - (a.y0 > b.y0 ? a.y0 : b.y0);
    return w > 0 && h > 0 ? w * h : 0;
}

static inline double aaflow_area(aaflow_rect a) { return (a.x1 - a.x0) * (a.y1 - a.y0); }

// The box of a label's text at its current position, as the measure sees it.
static inline aaflow_rect aaflow_label_rect(textlabel_t *l) {
    double width = l->space.x;
    for (short i = 0; i < l->u.txt.nspans; i++) {
        double w = 0.52 * l->fontsize * aaflow_utf8_length(l->u.txt.span[i].str);
        if (w > width) width = w;
    }
    double left = l->pos.x - l->space.x / 2;
    aaflow_rect r = { left, l->pos.y - l->space.y / 2 - 0.2 * l->fontsize, left + width,
                      l->pos.y + l->space.y / 2 + 0.1 * l->fontsize };
    return r;
}

static inline void aaflow_add_rect(aaflow_rect **rects, size_t *count, size_t *capacity, aaflow_rect r) {
    if (*count == *capacity) {
        size_t grown = *capacity ? *capacity * 2 : 64;
        aaflow_rect *more = realloc(*rects, grown * sizeof(aaflow_rect));
        if (!more) return;
        *rects = more;
        *capacity = grown;
    }
    (*rects)[(*count)++] = r;
}

static inline void aaflow_add_cluster_labels(Agraph_t *g, aaflow_rect **rects, size_t *count, size_t *capacity) {
    for (int i = 1; i <= GD_n_cluster(g); i++) {
        Agraph_t *c = GD_clust(g)[i];
        textlabel_t *l = GD_label(c);
        if (l && l->set) {
            aaflow_rect r = { l->pos.x - l->dimen.x / 2, l->pos.y - l->dimen.y / 2,
                              l->pos.x + l->dimen.x / 2, l->pos.y + l->dimen.y / 2 };
            aaflow_add_rect(rects, count, capacity, r);
        }
        aaflow_add_cluster_labels(c, rects, count, capacity);
    }
}

static inline void aaflow_place_edge_labels(Agraph_t *g) {
    // Every edge's path, sampled, with the edge it belongs to.
    size_t np = 0, cp = 1024;
    aaflow_point *points = malloc(cp * sizeof(aaflow_point));
    Agedge_t **owner = malloc(cp * sizeof(Agedge_t *));
    size_t nl = 0, cl = 64;
    Agedge_t **labelled = malloc(cl * sizeof(Agedge_t *));
    size_t no = 0, co = 0;
    aaflow_rect *obstacles = NULL;  // nodes, then cluster and graph labels
    if (!points || !owner || !labelled) goto done;
    for (Agnode_t *n = agfstnode(g); n; n = agnxtnode(g, n)) {
        aaflow_rect r = { ND_coord(n).x - ND_lw(n), ND_coord(n).y - ND_ht(n) / 2,
                          ND_coord(n).x + ND_rw(n), ND_coord(n).y + ND_ht(n) / 2 };
        if (ND_lw(n) + ND_rw(n) > 0.5) aaflow_add_rect(&obstacles, &no, &co, r);
        for (Agedge_t *e = agfstout(g, n); e; e = agnxtout(g, e)) {
            if (ED_label(e) && ED_label(e)->set) {
                if (nl == cl) {
                    Agedge_t **more = realloc(labelled, 2 * cl * sizeof(Agedge_t *));
                    if (!more) goto done;
                    labelled = more;
                    cl *= 2;
                }
                labelled[nl++] = e;
            }
            splines *spl = ED_spl(e);
            if (!spl) continue;
            for (int b = 0; b < spl->size; b++) {
                bezier bz = spl->list[b];
                for (int k = 0; k + 3 < bz.size; k += 3) {
                    pointf p0 = bz.list[k], p1 = bz.list[k + 1], p2 = bz.list[k + 2], p3 = bz.list[k + 3];
                    for (int t = 0; t <= 12; t++) {
                        double u = t / 12.0, v = 1 - u;
                        if (np == cp) {
                            aaflow_point *more = realloc(points, 2 * cp * sizeof(aaflow_point));
                            Agedge_t **moreOwners = realloc(owner, 2 * cp * sizeof(Agedge_t *));
                            if (more) points = more;
                            if (moreOwners) owner = moreOwners;
                            if (!more || !moreOwners) goto done;
                            cp *= 2;
                        }
                        points[np].x = v*v*v*p0.x + 3*v*v*u*p1.x + 3*v*u*u*p2.x + u*u*u*p3.x;
                        points[np].y = v*v*v*p0.y + 3*v*v*u*p1.y + 3*v*u*u*p2.y + u*u*u*p3.y;
                        owner[np++] = e;
                    }
                }
            }
        }
    }
    aaflow_add_cluster_labels(g, &obstacles, &no, &co);
    if (GD_label(g) && GD_label(g)->set) {
        textlabel_t *l = GD_label(g);
        aaflow_rect r = { l->pos.x - l->dimen.x / 2, l->pos.y - l->dimen.y / 2,
                          l->pos.x + l->dimen.x / 2, l->pos.y + l->dimen.y / 2 };
        aaflow_add_rect(&obstacles, &no, &co, r);
    }

    // The same search as trying every position in turn (dy outermost, then
    // dx from left to right) and keeping the first with the lowest score,
    // done faster: every label's current box is kept in `boxes`; only the
    // obstacles, labels and points that can touch some position are looked
    // at; and positions are tried from the cheapest possible score up, so
    // that the search stops as soon as no position left can beat the best.
    // A position's score is never below its distance term (|dx| + 2|dy|,
    // plus 10 far to the left), so the result is the same, bit for bit.
    size_t *near = malloc((np ? np : 1) * sizeof(size_t));
    aaflow_rect *boxes = malloc((nl ? nl : 1) * sizeof(aaflow_rect));
    size_t *nearObstacles = malloc((no ? no : 1) * sizeof(size_t));
    size_t *nearLabels = malloc((nl ? nl : 1) * sizeof(size_t));
    double *shifts = NULL;
    size_t shiftCapacity = 0;
    if (!near || !boxes || !nearObstacles || !nearLabels) goto searched;
    for (size_t j = 0; j < nl; j++) boxes[j] = aaflow_label_rect(ED_label(labelled[j]));
    for (size_t i = 0; i < nl; i++) {
        Agedge_t *e = labelled[i];
        textlabel_t *l = ED_label(e);
        aaflow_rect home = boxes[i];
        double w = home.x1 - home.x0, h = home.y1 - home.y0;
        double reach = 36;
        aaflow_rect envelope = { home.x0 - w - reach - 4, home.y0 - 28, home.x1 + reach, home.y1 + 28 };
        size_t nn = 0;
        for (size_t k = 0; k < np; k++) {
            if (points[k].x >= envelope.x0 && points[k].x <= envelope.x1 &&
                points[k].y >= envelope.y0 - 40 && points[k].y <= envelope.y1 + 40) near[nn++] = k;
        }
        static const double dys[] = { 0, -6, 6, -12, 12, -18, 18, -24, 24 };
        // The shifts of the plain search, left to right (the same on every row).
        size_t ndx = 0;
        for (double dx = -w - reach; dx <= reach; dx += 2) {
            if (ndx == shiftCapacity) {
                size_t grown = shiftCapacity ? 2 * shiftCapacity : 256;
                double *more = realloc(shifts, grown * sizeof(double));
                if (!more) goto searched;
                shifts = more;
                shiftCapacity = grown;
            }
            shifts[ndx++] = dx;
        }
        // Each row is walked out from dx = 0 in two directions; along each
        // walk the distance term never falls. Their heads: position on the
        // row, or -1 (left) / ndx (right) when the walk is done.
        size_t zero = 0;
        while (zero < ndx && shifts[zero] < 0) zero++;
        long left[9], right[9];
        for (int row = 0; row < 9; row++) { left[row] = (long)zero - 1; right[row] = (long)zero; }
        // Whatever can touch a position: the box of all positions, with room to spare.
        aaflow_rect all = { home.x0 - w - reach - 12, home.y0 - 24 - 8, home.x1 + reach + 12, home.y1 + 24 + 8 };
        size_t nearObstacleCount = 0, nearLabelCount = 0;
        for (size_t o = 0; o < no; o++) {
            if (aaflow_overlap(all, obstacles[o]) > 0) nearObstacles[nearObstacleCount++] = o;
        }
        for (size_t j = 0; j < nl; j++) {
            if (j != i && aaflow_overlap(all, boxes[j]) > 0) nearLabels[nearLabelCount++] = j;
        }
        double bestScore = 1e300, bestDx = 0, bestDy = 0;
        size_t bestOrder = (size_t)-1;
        for (;;) {
            // The head with the lowest distance term (the earliest on a tie).
            int pickRow = -1;
            long pickK = 0;
            double pickFloor = 0;
            size_t pickOrder = 0;
            for (int row = 0; row < 9; row++) {
                long heads[2] = { left[row], right[row] };
                for (int side = 0; side < 2; side++) {
                    long k = heads[side];
                    if (k < 0 || k >= (long)ndx) continue;
                    double dx = shifts[k], dy = dys[row];
                    double least = 0.0 + (dx < 0 ? -dx : dx) + 2 * (dy < 0 ? -dy : dy) + (dx < -8 ? 10 : 0);
                    size_t order = (size_t)row * ndx + (size_t)k;
                    if (pickRow < 0 || least < pickFloor || (least == pickFloor && order < pickOrder)) {
                        pickRow = row; pickK = k; pickFloor = least; pickOrder = order;
                    }
                }
            }
            if (pickRow < 0 || pickFloor > bestScore) break;
            if (pickK == left[pickRow]) left[pickRow] -= 1; else right[pickRow] += 1;
            double dx = shifts[pickK], dy = dys[pickRow];
            aaflow_rect r = { home.x0 + dx, home.y0 + dy, home.x1 + dx, home.y1 + dy };
            // The measure shrinks a text's box by 15%; a little margin
            // beyond the box makes up for where Graphviz puts each line.
            aaflow_rect inner = { r.x0 - 2, r.y0 - 1, r.x1 + 1, r.y1 + 1 };
            aaflow_rect outer = { r.x0 - 5, r.y0 - 3, r.x1 + 4, r.y1 + 3 };
            double hard = 0, soft = 0, nearest = 1e300;
            for (size_t m = 0; m < nn; m++) {
                aaflow_point p = points[near[m]];
                if (p.x >= inner.x0 && p.x <= inner.x1 && p.y >= inner.y0 && p.y <= inner.y1) hard += 1;
                else if (p.x >= outer.x0 && p.x <= outer.x1 && p.y >= outer.y0 && p.y <= outer.y1) soft += 1;
                if (owner[near[m]] == e) {
                    double ddx = p.x < r.x0 ? r.x0 - p.x : (p.x > r.x1 ? p.x - r.x1 : 0);
                    double ddy = p.y < r.y0 ? r.y0 - p.y : (p.y > r.y1 ? p.y - r.y1 : 0);
                    double d = ddx * ddx + ddy * ddy;
                    if (d < nearest) nearest = d;
                }
            }
            if (nearest > 28.0 * 28.0) hard += 50;
            for (size_t m = 0; m < nearObstacleCount; m++) {
                if (aaflow_overlap(r, obstacles[nearObstacles[m]]) > 0.02 * aaflow_area(r)) hard += 20;
            }
            for (size_t m = 0; m < nearLabelCount; m++) {
                if (aaflow_overlap(outer, boxes[nearLabels[m]]) > 0) hard += 20;
            }
            double score = hard * 1e6 + soft * 1e3 + (dx < 0 ? -dx : dx) + 2 * (dy < 0 ? -dy : dy)
                + (dx < -8 ? 10 : 0);
            if (score < bestScore || (score == bestScore && pickOrder < bestOrder)) {
                bestScore = score; bestDx = dx; bestDy = dy; bestOrder = pickOrder;
            }
        }
        l->pos.x += bestDx;
        l->pos.y += bestDy;
        aaflow_rect r = aaflow_label_rect(l);
        boxes[i] = r;
        if (r.x1 + 2 > GD_bb(g).UR.x) GD_bb(g).UR.x = r.x1 + 2;
        if (r.x0 - 2 < GD_bb(g).LL.x) GD_bb(g).LL.x = r.x0 - 2;
        if (r.y1 + 2 > GD_bb(g).UR.y) GD_bb(g).UR.y = r.y1 + 2;
        if (r.y0 - 2 < GD_bb(g).LL.y) GD_bb(g).LL.y = r.y0 - 2;
    }
searched:
    free(near);
    free(boxes);
    free(nearObstacles);
    free(nearLabels);
    free(shifts);
done:
    free(points);
    free(owner);
    free(labelled);
    free(obstacles);
}

// The size of a laid-out graph's drawing, in points.
static inline void aaflow_drawing_size(Agraph_t *g, double *width, double *height) {
    *width = GD_bb(g).UR.x - GD_bb(g).LL.x;
    *height = GD_bb(g).UR.y - GD_bb(g).LL.y;
}
