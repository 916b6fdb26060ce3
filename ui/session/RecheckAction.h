#pragma once
#include "core/session/BundleRecheck.h"

#include <QObject>
#include <QString>

class QAction;

namespace augur::ui {

class SessionHost;

/// File > Recheck a bundle on this GPU…: measures a reproducibility bundle's best
/// candidates again with the cuda backend, as `augur-cli recheck` does
/// (core/session/BundleRecheck.h), off the GUI thread, and shows each candidate's recorded
/// and present S with the drift. Without a GPU (or its driver) the backend's one-line
/// reason is shown and nothing else happens.
class RecheckAction : public QObject {
    Q_OBJECT
public:
    explicit RecheckAction(SessionHost* host, QObject* parent);
    QAction* action() const { return action_; }
    /// Rechecks `bundlePath` on a worker thread with the backend registered as `backend`
    /// (BackendRegistry; "cuda" in the application); false while a recheck runs. Emits
    /// rechecked() or failed().
    bool recheck(const QString& bundlePath, const QString& backend = QStringLiteral("cuda"));
    void retranslate();

    /// The report as an HTML table (id, recorded S with its interval, S now, drift), as the
    /// message box shows it.
    static QString reportHtml(const RecheckReport& report);

Q_SIGNALS:
    void rechecked(const augur::RecheckReport& report);
    void failed(const QString& message);

private:
    void choose();

    SessionHost* host_;
    QAction* action_;
    bool busy_ = false;
};

} // namespace augur::ui
