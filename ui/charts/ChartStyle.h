#pragma once
// The look shared by Augur's Qt Charts views: the window's palette and font, no chart
// title or drop shadow, tight margins, so a chart sits in a dock like any other widget.
#include <QChart>
#include <QPalette>

namespace augur::ui {

/// Applies Augur's chart style to `chart` for a widget with `palette` and `font`.
void styleChart(QChart* chart, const QPalette& palette, const QFont& font);
/// Shows the axis titles only when a chart of `heightPx` has room for them (about eight text
/// lines of `font`); in a short dock the tick labels keep the room instead of being cut.
void fitAxisTitles(QChart* chart, int heightPx, const QFont& font);

} // namespace augur::ui
