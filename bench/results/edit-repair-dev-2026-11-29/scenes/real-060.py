from manim import *

class ArrangeCircles(Scene):
    def construct(self):
        circles = VGroup(*[Circle(radius=0.4, color=BLUE, fill_opacity=0.6) for _ in range(12)])
        circles.arrange_in_grid(rows=3, cols=4, buff=0.3)
        self.play(FadeIn(circles))
        self.play(Write(Text("1").move_to(circles[0].get_center())), Write(Text("2").move_to(circles[1].get_center())), Write(Text("3").move_to(circles[2].get_center())), Write(Text("4").move_to(circles[3].get_center())), Write(Text("5").move_to(circles[4].get_center())))

        odd_circles = circles[1::2]
        self.play(*[FadeOut(circle) for circle in odd_circles])
        self.wait()

        # Add the remaining odd numbers
        self.play(Write(Text("6").move_to(circles[5].get_center())), Write(Text("7").move_to(circles[6].get_center())), Write(Text("8").move_to(circles[7].get_center())), Write(Text("9").move_to(circles[8].get_center())), Write(Text("10").move_to(circles[9].get_center())))
        self.play(Write(Text("11").move_to(circles[10].get_center())))

        # Add the remaining even numbers
        self.play(Write(Text("12").move_to(circles[11].get_center())))

        self.wait()