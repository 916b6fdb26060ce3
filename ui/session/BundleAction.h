#pragma once
#include <QObject>
#include <QString>

class QAction;

namespace augur::ui {

class SessionHost;

/// File > Bundle for reproduction…: packs the finished session's file with its problem
/// folder or dataset, the devices and clocks its measurements name, and the environment
/// that changes results, as `augur-cli bundle` does (core/session/ReproBundle.h). The GUI
/// never loads CUDA, so the bundle lists no devices of this machine; `augur-cli recheck`
/// measures it again on a GPU machine. Enabled for a finished session with a file, so the
/// file is not copied while the engine writes it.
class BundleAction : public QObject {
    Q_OBJECT
public:
    explicit BundleAction(SessionHost* host, QObject* parent);
    QAction* action() const { return action_; }
    /// Writes the bundle to `path` on a worker thread; false when there is no finished
    /// session with a file or a bundle is being written. Emits bundled() or failed().
    bool bundleTo(const QString& path);
    void retranslate();
    void update();

Q_SIGNALS:
    void bundled(const QString& path, int files);
    void failed(const QString& message);

private:
    void choose();

    SessionHost* host_;
    QAction* action_;
    bool busy_ = false;
};

} // namespace augur::ui
