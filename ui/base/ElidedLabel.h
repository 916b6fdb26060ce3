#pragma once
#include <QLabel>

namespace augur::ui {

/// A one-line label that, when it is given less room than its text needs, draws the text
/// cut with "…" and keeps the whole text in its tool tip, instead of clipping it mid-word
/// with nothing to say so. text() is always the whole text. Its minimum width is a few
/// characters; give it more with setMinimumWidth().
class ElidedLabel : public QLabel {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    /// Sets the whole text and the tool tip that carries it.
    void setFullText(const QString& text);
    /// Whether the text drawn is cut (the label is narrower than sizeHint()).
    bool isElided() const;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* e) override;
};

} // namespace augur::ui
