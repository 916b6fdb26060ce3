#pragma once
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

#include <deque>

class QTimer;
class QWidget;

namespace augur::ui {

/// Spreads the repaints of secondary top-level windows (docks torn off the main window)
/// over event-loop passes. A stream of session changes dirties every open view at once;
/// without pacing, the main window and each floating dock repaint in the same pass and
/// their costs add up into one long block of the GUI thread. The pacer holds a floating
/// window's repaint request back and releases one per pass, skipping passes that were
/// already long (over 8 ms), so that input and the main window keep their turn. A held
/// window still repaints: at worst a few passes later.
class PaintPacer : public QObject {
    Q_OBJECT
public:
    /// The application's pacer (created on first use, parented to qApp).
    static PaintPacer* instance();

    /// Paces `window`'s repaints while it is a top-level window (a floating dock); while
    /// docked, its repaints are the main window's and pass untouched.
    void pace(QWidget* window);
    /// Windows whose repaint is held back now.
    int waiting() const { return int(waiting_.size()); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit PaintPacer(QObject* parent);
    void releaseOne();

    std::deque<QPointer<QWidget>> waiting_;
    QPointer<QWidget> released_;
    QTimer* timer_;
    QElapsedTimer lastPass_;
};

} // namespace augur::ui
