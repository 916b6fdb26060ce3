#pragma once
#include <QList>
#include <QObject>

class QAction;

namespace augur::ui {

class SessionHost;

/// Run > Start, Pause, Resume and Stop (also the Run tool bar), acting on whichever
/// session the host shows. The actions are the host window's children.
class RunActions : public QObject {
    Q_OBJECT
public:
    explicit RunActions(SessionHost* host);

    /// Start, Pause, Resume, Stop.
    QList<QAction*> actions() const;
    /// Enables what fits a session that is `started`, `finished` or `paused`.
    void update(bool started, bool finished, bool paused);
    /// Sets the texts in the current language.
    void retranslate();

private:
    QAction* makeAction(const char* name);

    SessionHost* host_;
    QAction* start_;
    QAction* pause_;
    QAction* resume_;
    QAction* stop_;
};

} // namespace augur::ui
