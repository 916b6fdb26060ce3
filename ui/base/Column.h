#pragma once
// Widgets stacked top to bottom without margins: the boxes that the docks' splitters and
// scroll areas hold (a title over a table, a summary over a split).
#include <initializer_list>

class QWidget;

namespace augur::ui {

/// A new widget (owned by the caller, or by the layout it is added to) laying out `widgets`
/// top to bottom without margins; the last one takes the space left over (stretch 1).
/// Null entries are skipped.
QWidget* column(std::initializer_list<QWidget*> widgets);

} // namespace augur::ui
