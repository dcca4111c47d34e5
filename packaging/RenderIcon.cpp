// jump61-render-icon SVG SIZE PNG: draws the SVG icon as a SIZE x SIZE PNG, for the hicolor
// icon sizes the package installs (desktops that cannot scale SVG icons use them).

#include <cstdio>
#include <cstdlib>

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

int main(int argc, char* argv[])
{
    if (argc != 4) {
        std::fputs("usage: jump61-render-icon SVG SIZE PNG\n", stderr);
        return 2;
    }
    // No window is shown: the offscreen platform lets this run on a build machine without a
    // display.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const int size = std::atoi(argv[2]);
    QSvgRenderer renderer(QString::fromLocal8Bit(argv[1]));
    if (!renderer.isValid() || size <= 0) {
        std::fprintf(stderr, "jump61-render-icon: cannot draw %s at size %s\n", argv[1], argv[2]);
        return 1;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    renderer.render(&painter);
    painter.end();
    if (!image.save(QString::fromLocal8Bit(argv[3]), "PNG")) {
        std::fprintf(stderr, "jump61-render-icon: cannot write %s\n", argv[3]);
        return 1;
    }
    return 0;
}
