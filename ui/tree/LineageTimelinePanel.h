#pragma once
#include <QWidget>

class QLabel;
class QToolButton;

namespace augur::ui {

class DockTabWatch;
class LineageTimelineView;
class SessionContext;

/// The Lineage dock: the lineage timeline (LineageTimelineView) under a line that says how
/// to read it and a Fit button. It follows the session on screen through its
/// SessionContext (candidates, selection, a new session) and asks for a selection with
/// candidateSelected, which the window applies everywhere.
class LineageTimelinePanel : public QWidget {
    Q_OBJECT
public:
    explicit LineageTimelinePanel(QWidget* parent = nullptr);

    LineageTimelineView* view() const { return view_; }
    /// Follows `context` from now on (its session, candidates and selection).
    void bind(const SessionContext& context);

Q_SIGNALS:
    /// The engineer clicked a candidate.
    void candidateSelected(qint64 id);

protected:
    void changeEvent(QEvent* e) override;
    void showEvent(QShowEvent* e) override;

private:
    void retranslate();

    LineageTimelineView* view_;
    QLabel* legend_;
    QToolButton* fit_;
    DockTabWatch* dockWatch_;
};

} // namespace augur::ui
