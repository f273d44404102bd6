/*
 * The bench's process runner: starts each command, times it, reads its peak memory.
 *
 * bench/run.py compiles it once (cc -O2) and keeps one running. It reads one
 * command a line on standard input,
 *
 *     TIMEOUT_MS <TAB> ARG0 <TAB> ARG1 ...      (TIMEOUT_MS 0: none)
 *
 * runs it with standard input, output and error on /dev/null, and answers one
 * line on standard output:
 *
 *     EXIT_STATUS WALL_NS MAXRSS_KB TIMED_OUT  (a signal N gives status -N)
 *
 * Why not Python's own posix_spawn: Linux charges a child's peak RSS with the
 * peak of the address space it replaces at exec, and a vfork-style child of
 * the Python interpreter replaces the interpreter's (20 MiB and more). This
 * runner is small and forks, so a child's ru_maxrss from wait4 is its own
 * (plus about a megabyte, as with /usr/bin/time), and the time is taken
 * around fork and wait4 with CLOCK_MONOTONIC. On a timeout the command's
 * process group is killed, so nothing it started runs on.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static volatile pid_t child;
static volatile sig_atomic_t timed_out;

static void on_alarm(int sig) {
    (void)sig;
    timed_out = 1;
    if (child > 0) kill(-child, SIGKILL); /* its whole process group */
}

int main(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alarm;
    sa.sa_flags = SA_RESTART;
    sigaction(SIGALRM, &sa, NULL);

    char *line = NULL;
    size_t cap = 0;
    char **argv = NULL;      /* kept from line to line, grown when a line has more arguments */
    size_t argv_cap = 0;
    ssize_t len;
    while ((len = getline(&line, &cap, stdin)) > 0) {
        if (line[len - 1] == '\n') line[--len] = 0;
        /* As many arguments as the line has tabs (swiftc -parse takes thousands of files). */
        size_t tabs = 1;
        for (ssize_t i = 0; i < len; i++) tabs += line[i] == '\t';
        if (tabs + 1 > argv_cap) {
            argv_cap = tabs + 1;
            free(argv);
            argv = malloc(argv_cap * sizeof *argv);
            if (!argv) { perror("malloc"); return 1; }
        }
        size_t argc = 0;
        char *save = NULL;
        char *tok = strtok_r(line, "\t", &save);
        long timeout_ms = tok ? atol(tok) : 0;
        while ((tok = strtok_r(NULL, "\t", &save)) && argc < tabs) argv[argc++] = tok;
        argv[argc] = NULL;
        if (argc == 0) {
            printf("-1 0 0 0\n");
            fflush(stdout);
            continue;
        }

        struct timespec t0, t1;
        timed_out = 0;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        pid_t pid = fork();
        if (pid == 0) {
            setpgid(0, 0); /* a timeout kills the command and whatever it started */
            int null = open("/dev/null", O_RDWR);
            dup2(null, 0);
            dup2(null, 1);
            dup2(null, 2);
            if (null > 2) close(null);
            execvp(argv[0], argv);
            _exit(127);
        }
        if (pid < 0) {
            printf("-1 0 0 0\n");
            fflush(stdout);
            continue;
        }
        setpgid(pid, pid);
        child = pid;
        if (timeout_ms > 0) {
            struct itimerval it = {{0, 0}, {timeout_ms / 1000, (timeout_ms % 1000) * 1000}};
            setitimer(ITIMER_REAL, &it, NULL);
        }
        int status = 0;
        struct rusage ru;
        while (wait4(pid, &status, 0, &ru) < 0 && errno == EINTR) {
        }
        clock_gettime(CLOCK_MONOTONIC, &t1);
        if (timeout_ms > 0) {
            struct itimerval off = {{0, 0}, {0, 0}};
            setitimer(ITIMER_REAL, &off, NULL);
        }
        child = 0;
        long long ns = (long long)(t1.tv_sec - t0.tv_sec) * 1000000000LL + (t1.tv_nsec - t0.tv_nsec);
        int code = WIFEXITED(status) ? WEXITSTATUS(status) : -WTERMSIG(status);
        printf("%d %lld %ld %d\n", code, ns, ru.ru_maxrss, (int)timed_out);
        fflush(stdout);
    }
    free(line);
    return 0;
}
