#include "ui/session/BundleAction.h"

#include "core/session/ReproBundle.h"
#include "ui/base/BackgroundTask.h"
#include "ui/session/EngineController.h"
#include "ui/session/SessionHost.h"
#include "core/base/OutputGuard.h"

#include <QAction>
#include <QFileDialog>
#include <QMessageBox>

#include <memory>

namespace augur::ui {

BundleAction::BundleAction(SessionHost* host, QObject* parent)
    : QObject(parent), host_(host), action_(new QAction(this)) {
    action_->setObjectName(QStringLiteral("actionBundle"));
    connect(action_, &QAction::triggered, this, &BundleAction::choose);
    retranslate();
    update();
}

void BundleAction::retranslate() {
    action_->setText(tr("&Bundle for reproduction…"));
    action_->setToolTip(tr("Pack the session file with its problem or dataset, the devices, clocks and environment "
                           "(.tar.gz), as augur-cli bundle does; augur-cli recheck measures it again"));
}

void BundleAction::update() {
    const EngineController* c = host_->controller();
    action_->setEnabled(!busy_ && c && c->isFinished() && !c->sessionPath().isEmpty());
}

void BundleAction::choose() {
    const EngineController* c = host_->controller();
    if (!c) return;
    QString suggestion = c->sessionPath();
    if (suggestion.endsWith(QLatin1String(".augur"))) suggestion.chop(6);
    const QString file =
        QFileDialog::getSaveFileName(host_->hostWidget(), tr("Bundle for reproduction"),
                                     suggestion + QStringLiteral(".tar.gz"), tr("Bundles (*.tar.gz);;All files (*)"));
    if (file.isEmpty()) return;
    connect(
        this, &BundleAction::failed, this,
        [this](const QString& m) { QMessageBox::warning(host_->hostWidget(), tr("Augur"), m); },
        Qt::SingleShotConnection);
    bundleTo(file);
}

bool BundleAction::bundleTo(const QString& path) {
    const EngineController* c = host_->controller();
    if (busy_ || !c || !c->isFinished() || c->sessionPath().isEmpty()) return false;
    busy_ = true;
    update();
    host_->showStatus(tr("Bundling %1…").arg(c->sessionPath()));
    const std::string session = c->sessionPath().toStdString(), out = path.toStdString();
    runInBackground(
        this,
        [session, out] {
            std::vector<std::string> read;
            const auto entries = ReproBundle::make(session, {}, &read);
            refuseOverwritingInputs(out, "bundle", read); // the archive must not replace what it packs
            BundleArchive::write(out, entries);
            return int(entries.size());
        },
        [this, path](TaskOutcome<int> outcome) {
            busy_ = false;
            update();
            host_->clearStatus();
            if (outcome.ok()) {
                host_->appendLog(tr("bundled the session into %1 (%n file(s))", nullptr, *outcome.value).arg(path));
                host_->showStatus(tr("Bundled into %1").arg(path), 8000);
                Q_EMIT bundled(path, *outcome.value);
            } else {
                host_->appendLog(tr("error: %1").arg(outcome.error));
                Q_EMIT failed(outcome.error);
            }
        });
    return true;
}

} // namespace augur::ui
