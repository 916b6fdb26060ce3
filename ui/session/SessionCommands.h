#pragma once
#include "core/model/SessionConfig.h"
#include "core/source/UserCandidate.h"
#include "ui/session/SessionDefaults.h"

#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

class QAction;

namespace augur {
class LiveSession;
}

namespace augur::ui {

class BundleAction;
class RecheckAction;

class EngineLoader;
class SessionHost;

/// The commands that replace or extend a window's session: File > New session…,
/// Open session…, Export…, and Run > Raise budget…. Engines are built off the GUI thread
/// (EngineLoader); the window adopts each new one (SessionHost::setController) and starts
/// it. Each command has a dialog-free form (startSession, openSessionFile, exportTo,
/// continueSession) for scripts and tests; the dialog forms report errors in a message
/// box, all of them in the log and through failed().
class SessionCommands : public QObject {
    Q_OBJECT
public:
    explicit SessionCommands(SessionHost* host);

    void setDefaults(const SessionDefaults& defaults) { defaults_ = defaults; }
    const SessionDefaults& defaults() const { return defaults_; }

    QAction* newAction() const { return newAction_; }
    QAction* openAction() const { return openAction_; }
    QAction* exportAction() const { return exportAction_; }
    /// The File menu's session actions: new, open, export, bundle (BundleAction) and
    /// recheck (RecheckAction).
    QList<QAction*> fileActions() const;
    BundleAction* bundle() const { return bundle_; }
    RecheckAction* recheck() const { return recheck_; }
    QAction* budgetAction() const { return budgetAction_; }
    /// What File > New session… starts the dialog from: the engineer's last choices in the
    /// dialog, else the defaults; never the session on screen (whose generator, surrogate,
    /// children or seed the dialog does not show). The cluster settings of the defaults
    /// are the Slurm profiles file's default profile, when it has one.
    SessionConfig dialogStart() const;
    /// A session is being built or exported.
    bool isBusy() const;

    /// Sets the action texts in the current language.
    void retranslate();
    /// Enables the actions that fit the window's session.
    void updateActions();

public Q_SLOTS:
    /// File > New session…: the session dialog, then startSession.
    void newSession();
    /// File > Open session…: a file dialog, then openSessionFile.
    void openSession();
    /// File > Export…: a file dialog, then exportTo.
    void exportSession();
    /// Run > Raise budget…: the budget dialog; a running session takes the new
    /// measurement budget at once, a finished one is continued (continueSession).
    void raiseBudget();

    /// Creates a session (`sessionPath` empty: in memory only) and shows and starts it.
    bool startSession(const augur::SessionConfig& config, const QString& sessionPath);
    /// Resumes a session file and shows and starts it.
    bool openSessionFile(const QString& path);
    /// Continues the window's finished session with new budgets (its file is updated).
    bool continueSession(int maxMeasurements, int maxCandidates, double maxWallSeconds);
    /// Continues the window's finished session (from its file) to measure the engineer's
    /// candidate `request`, then stops; the answer comes from the new controller.
    bool continueWithCandidate(const augur::UserCandidateRequest& request);
    /// Writes the window's candidates as JSONL: the records of `augur-cli export`, or, for a
    /// file named *.rl.jsonl, the measured ones in the augur-rl/1 schema of `augur-cli export
    /// --format rl` (docs/rl-export.md).
    bool exportTo(const QString& path);

Q_SIGNALS:
    /// A new or resumed session is shown and started.
    void sessionOpened();
    /// An export finished: `records` lines written to `path`.
    void exported(const QString& path, int records);
    void failed(const QString& message);

private:
    bool load(const QString& what, std::function<std::unique_ptr<LiveSession>()> build);
    void report(const QString& message, bool box);

    SessionHost* host_;
    EngineLoader* loader_;
    SessionDefaults defaults_;
    QAction* newAction_;
    QAction* openAction_;
    QAction* exportAction_;
    QAction* budgetAction_;
    BundleAction* bundle_;
    RecheckAction* recheck_;
    std::optional<SessionConfig> lastChosen_; ///< accepted in the dialog in this window
    bool interactive_ = false; ///< the pending load came from a dialog: show errors in a box
    bool exportInteractive_ = false; ///< the same for the next export
    bool exporting_ = false;
};

} // namespace augur::ui
