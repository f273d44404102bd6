#!/bin/sh
# make install PREFIX=<an empty folder>, then: the installed aaflow checks the
# example flows, `man -l` renders its manual, and its completions load in
# bash, zsh and fish. Installs man-db, zsh and fish with apt-get when missing.
set -eu
cd "$(dirname "$0")/.."
missing=""
command -v man >/dev/null 2>&1 || missing="$missing man-db"
command -v zsh >/dev/null 2>&1 || missing="$missing zsh"
command -v fish >/dev/null 2>&1 || missing="$missing fish"
if [ -n "$missing" ] && command -v apt-get >/dev/null 2>&1; then
    echo "install-test: installing$missing" >&2
    SUDO=$( [ "$(id -u)" -eq 0 ] || echo sudo )
    $SUDO apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
fi
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
make --no-print-directory install PREFIX="$prefix" CONFIG=debug >/dev/null
status=0
"$prefix/bin/aaflow" check flows/ >/dev/null 2>&1 || status=$?
[ "$status" -le 1 ] || { echo "install-test: the installed aaflow check flows/ exited $status" >&2; exit 1; }
man -l "$prefix/share/man/man1/aaflow.1" 2>/dev/null | grep -q "aaflow" || { echo "install-test: man -l cannot render aaflow.1" >&2; exit 1; }
bash -c ". '$prefix/share/bash-completion/completions/aaflow' && complete -p aaflow" >/dev/null || { echo "install-test: the bash completion does not load" >&2; exit 1; }
if command -v zsh >/dev/null 2>&1; then
    zsh -c "autoload -U compinit && compinit -u -d '$prefix/zcompdump' && source '$prefix/share/zsh/site-functions/_aaflow'" \
        || { echo "install-test: the zsh completion does not load" >&2; exit 1; }
else
    echo "install-test: zsh is not installed; its completion is not tried" >&2
fi
if command -v fish >/dev/null 2>&1; then
    fish -c "source '$prefix/share/fish/vendor_completions.d/aaflow.fish'; complete -C 'aaflow che'" | grep -q check \
        || { echo "install-test: the fish completion does not load" >&2; exit 1; }
else
    echo "install-test: fish is not installed; its completion is not tried" >&2
fi
echo "install-test: ok (make install PREFIX=..., check, man -l, and the completions of bash, zsh and fish)" >&2
