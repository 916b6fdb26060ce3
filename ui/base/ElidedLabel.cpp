#include "ui/base/ElidedLabel.h"

#include <QPainter>
#include <QStyle>

namespace augur::ui {

ElidedLabel::ElidedLabel(QWidget* parent) : QLabel(parent) { setTextFormat(Qt::PlainText); }

void ElidedLabel::setFullText(const QString& text) {
    setText(text);
    setToolTip(text);
}

bool ElidedLabel::isElided() const {
    return fontMetrics().horizontalAdvance(text()) > contentsRect().width() - 2 * qMax(margin(), 0);
}

QSize ElidedLabel::minimumSizeHint() const {
    const QSize full = QLabel::minimumSizeHint();
    return {qMin(full.width(), fontMetrics().horizontalAdvance(QStringLiteral("Mmmm…"))), full.height()};
}

void ElidedLabel::paintEvent(QPaintEvent* e) {
    if (!isElided()) {
        QLabel::paintEvent(e);
        return;
    }
    QPainter p(this);
    drawFrame(&p);
    const QRect r = contentsRect().adjusted(margin(), margin(), -margin(), -margin());
    const QString shown = fontMetrics().elidedText(text(), Qt::ElideRight, r.width());
    style()->drawItemText(&p, r, int(alignment()) | Qt::TextSingleLine, palette(), isEnabled(), shown,
                          foregroundRole());
}

} // namespace augur::ui
