#ifndef WXDASH_CNCURSESW_SHIM_H
#define WXDASH_CNCURSESW_SHIM_H

#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
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

#endif
