#pragma once
#include <QFont>
#include <QHash>
#include <QStaticText>
#include <QString>

class QPainter;
class QPointF;

namespace augur::ui {

/// Short texts drawn many times per frame (node labels) laid out once: QPainter::drawText
/// shapes its text at every call, a QStaticText keeps the glyph positions. Texts are kept
/// per font; the cache empties when the font changes or it holds more than kMaxTexts.
class StaticTextCache {
public:
    static constexpr int kMaxTexts = 4096;

    /// Draws `text` in `font` (set on the painter) centred on `centre`, widget pixels.
    void drawCentred(QPainter& p, const QFont& font, const QPointF& centre, const QString& text);
    /// Draws `text` in `font` with its top-left corner at `topLeft`.
    void draw(QPainter& p, const QFont& font, const QPointF& topLeft, const QString& text);
    /// Width and height of `text` in `font`, pixels (laid out once, as drawn).
    QSizeF size(const QFont& font, const QString& text);

private:
    const QStaticText& prepared(const QFont& font, const QString& text);

    QFont font_;
    QHash<QString, QStaticText> texts_;
};

} // namespace augur::ui
