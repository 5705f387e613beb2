from manim import *

class PieChart(Scene):
    def construct(self):
        circle = Circle(radius=2, color=WHITE)
        sector1 = Sector(color=RED, angle=PI/2)
        sector2 = Sector(color=BLUE, angle=PI/3)
        sector3 = Sector(color=GREEN, angle=PI - PI/2 - PI/3)
        pie = VGroup(sector1, sector2, sector3).arrange(RIGHT, buff=0.5)
        self.play(Create(circle))
        self.play(Create(pie))
        self.play(sector1.animate.shift(LEFT * 0.5))
        self.wait()