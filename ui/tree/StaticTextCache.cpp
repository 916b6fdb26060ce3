#include "ui/tree/StaticTextCache.h"

#include <QPainter>
#include <QTransform>

namespace augur::ui {

const QStaticText& StaticTextCache::prepared(const QFont& font, const QString& text) {
    if (font != font_ || texts_.size() >= kMaxTexts) {
        texts_.clear();
        font_ = font;
    }
    auto it = texts_.find(text);
    if (it == texts_.end()) {
        QStaticText st(text);
        st.setTextFormat(Qt::PlainText);
        st.setPerformanceHint(QStaticText::AggressiveCaching);
        st.prepare(QTransform(), font);
        it = texts_.insert(text, st);
    }
    return *it;
}

QSizeF StaticTextCache::size(const QFont& font, const QString& text) { return prepared(font, text).size(); }

void StaticTextCache::draw(QPainter& p, const QFont& font, const QPointF& topLeft, const QString& text) {
    const QStaticText& st = prepared(font, text);
    if (p.font() != font) p.setFont(font);
    p.drawStaticText(topLeft, st);
}

void StaticTextCache::drawCentred(QPainter& p, const QFont& font, const QPointF& centre, const QString& text) {
    const QStaticText& st = prepared(font, text);
    if (p.font() != font) p.setFont(font);
    const QSizeF s = st.size();
    p.drawStaticText(QPointF(centre.x() - s.width() / 2, centre.y() - s.height() / 2), st);
}

} // namespace augur::ui
