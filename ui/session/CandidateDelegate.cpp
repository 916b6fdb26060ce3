#include "ui/session/CandidateDelegate.h"

#include <QApplication>
#include <QPainter>

namespace augur::ui {

void CandidateDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const {
    const bool selected = option.state & QStyle::State_Selected;
    const QPalette& pal = option.palette;
    const QVariant background = index.data(Qt::BackgroundRole);
    if (selected)
        painter->fillRect(option.rect, pal.brush(QPalette::Highlight));
    else if (background.canConvert<QBrush>())
        painter->fillRect(option.rect, background.value<QBrush>());
    else if (option.features & QStyleOptionViewItem::Alternate)
        painter->fillRect(option.rect, pal.brush(QPalette::AlternateBase));
    const QString text = index.data(Qt::DisplayRole).toString();
    if (text.isEmpty()) return;
    QColor colour = pal.color(selected ? QPalette::HighlightedText : QPalette::Text);
    if (!selected) {
        const QVariant fg = index.data(Qt::ForegroundRole);
        if (fg.canConvert<QBrush>()) colour = fg.value<QBrush>().color();
    }
    const QVariant align = index.data(Qt::TextAlignmentRole);
    const int flags = align.isValid() ? align.toInt() : int(Qt::AlignLeft | Qt::AlignVCenter);
    const QRect r = option.rect.adjusted(4, 0, -4, 0);
    painter->setPen(colour);
    painter->setFont(option.font);
    painter->drawText(r, flags | Qt::TextSingleLine, option.fontMetrics.elidedText(text, Qt::ElideRight, r.width()));
}

} // namespace augur::ui
