from manim import *


class ApplesAndCircles(Scene):
    def construct(self):
        apples = Text("Apples", font_size=56).to_edge(UP)
        circles = VGroup(*[Circle(radius=0.4, color=RED, fill_opacity=0.6) for _ in range(5)])
        circles.arrange(RIGHT, buff=0.3)
        count = Text("1", font_size=32).next_to(circles, RIGHT, buff=0.4)
        self.play(Write(apples))
        for i in range(5):
            self.play(FadeIn(circles[i], shift=RIGHT * 0.3))
            self.play(Write(count))
            count.set_text(str(i + 1))
            self.wait(0.5)
        self.wait()