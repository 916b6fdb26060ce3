#pragma once
#include "core/session/LiveSession.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>

namespace augur::ui {

/// Builds a session (its engine) off the GUI thread (ui/BackgroundTask.h): reading a dataset or a
/// session file of many thousand candidates takes long enough to freeze a window. loaded()
/// or failed() is emitted on the GUI thread when the build is done. One build at a time.
class EngineLoader : public QObject {
    Q_OBJECT
public:
    using Build = std::function<std::unique_ptr<LiveSession>()>;

    explicit EngineLoader(QObject* parent = nullptr);

    /// Starts a build; false when one is still running.
    bool load(Build build);
    bool isBusy() const { return busy_; }
    /// The session of the last successful build (once, after loaded()).
    std::unique_ptr<LiveSession> takeSession() { return std::move(session_); }

Q_SIGNALS:
    void loaded();
    /// `inputError`: the input was malformed (a file, a field), as opposed to an internal error.
    void failed(const QString& message, bool inputError);

private:
    bool busy_ = false;
    std::unique_ptr<LiveSession> session_;
};

} // namespace augur::ui
