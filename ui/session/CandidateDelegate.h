#pragma once
#include <QStyledItemDelegate>

namespace augur::ui {

/// Paints the candidate table's cells: background (state colour), selection and one line
/// of elided text. The style's generic item painting lays out every cell's text with
/// QTextLayout, which made a table repaint cost several milliseconds on a live session.
class CandidateDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

} // namespace augur::ui
