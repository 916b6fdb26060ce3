#include "ui/settings/SessionFileName.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>

namespace augur::ui {

QString suggestSessionFile(const QString& dir, const QString& datasetOrProblem) {
    if (dir.isEmpty()) return {};
    QString stem =
        QFileInfo(datasetOrProblem).fileName().section(QLatin1Char('_'), 0, 0).section(QLatin1Char('.'), 0, 0);
    if (stem.isEmpty()) stem = QStringLiteral("session");
    const QString base = QDir(dir).filePath(stem + QLatin1Char('-') +
                                            QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    QString path = base + QStringLiteral(".augur");
    for (int i = 2; QFileInfo::exists(path); ++i) path = base + QStringLiteral("-%1.augur").arg(i);
    return path;
}

} // namespace augur::ui
