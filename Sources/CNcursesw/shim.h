#ifndef WXDASH_CNCURSESW_SHIM_H
#define WXDASH_CNCURSESW_SHIM_H

#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// Swift cannot import C macros with arguments or C mutable globals; these wrap them.
static inline WINDOW *wx_stdscr(void) { return stdscr; }
static inline int wx_lines(void) { return LINES; }
static inline int wx_cols(void) { return COLS; }
static inline int wx_colors(void) { return COLORS; }
static inline void wx_getmaxyx(WINDOW *win, int *rows, int *cols) {
    int y, x;
    getmaxyx(win, y, x);
    *rows = y;
    *cols = x;
}
static inline int wx_key_f(int n) { return KEY_F(n); }
static inline attr_t wx_a_normal(void) { return A_NORMAL; }
static inline attr_t wx_a_bold(void) { return A_BOLD; }
static inline attr_t wx_a_dim(void) { return A_DIM; }
static inline attr_t wx_a_reverse(void) { return A_REVERSE; }
static inline attr_t wx_a_underline(void) { return A_UNDERLINE; }
static inline attr_t wx_color_pair(int n) { return COLOR_PAIR(n); }
static inline int wx_color_pairs(void) { return COLOR_PAIRS; }
static inline WINDOW *wx_curscr(void) { return curscr; }
static inline FILE *wx_stdin(void) { return stdin; }
static inline FILE *wx_stdout(void) { return stdout; }

// Whether the current terminal has the terminfo string capability `name` (tigetstr returns -1 for a name
// that is not a string capability and NULL for one the terminal lacks).
static inline bool wx_has_string_capability(const char *name) {
    char *value = tigetstr(name);
    return value != NULL && value != (char *)-1;
}

// The columns the C library gives a character (ncurses places characters by it). Declared here because
// glibc hides wcwidth unless _XOPEN_SOURCE was set before its headers were first read.
extern int wcwidth(wchar_t c);
static inline int wx_wcwidth(wchar_t c) { return wcwidth(c); }

// The size the kernel reports for the terminal on `fd` (TIOCGWINSZ); returns 0 on success, -1 otherwise.
static inline int wx_terminal_size(int fd, int *rows, int *cols) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *rows = size.ws_row;
    *cols = size.ws_col;
    return 0;
}

#endif
